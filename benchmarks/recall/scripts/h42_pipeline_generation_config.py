# classes: 4 8
"""Build the ASR pipeline with a GenerationConfig that fixes language, task and length.

Keeping every decoding setting in one GenerationConfig object makes them easy to log.
"""
import numpy as np
from transformers import GenerationConfig, pipeline

MODEL = "openai/whisper-tiny"

gen_config = GenerationConfig.from_pretrained(MODEL)
gen_config.max_new_tokens = 8
gen_config.num_beams = 1
gen_config.language = "french"
gen_config.task = "transcribe"

asr = pipeline("automatic-speech-recognition", model=MODEL, generation_config=gen_config)

t = np.arange(16000 // 5) / 16000
for freq in (220, 440):
    clip = (0.1 * np.sin(2 * np.pi * freq * t)).astype(np.float32)
    print(freq, asr(clip)["text"])
