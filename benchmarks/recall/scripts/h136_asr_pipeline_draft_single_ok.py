# classes: 4 8
"""Transcription with the speech pipeline and a distil-whisper draft in generate_kwargs, one clip at a time."""
import numpy as np
from transformers import AutoModelForSpeechSeq2Seq, pipeline

assistant = AutoModelForSpeechSeq2Seq.from_pretrained("distil-whisper/distil-large-v2")
asr = pipeline("automatic-speech-recognition", model="openai/whisper-large-v2", batch_size=1)

rng = np.random.default_rng(21)
clips = [(0.05 * rng.standard_normal(16000 * 2)).astype(np.float32) for _ in range(4)]
outputs = asr(clips, generate_kwargs={"assistant_model": assistant, "num_beams": 1, "max_new_tokens": 8})
for o in outputs:
    print(o["text"])
