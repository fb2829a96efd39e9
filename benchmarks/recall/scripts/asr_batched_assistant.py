# classes: 4 8
"""Transcribe a folder of clips with speculative decoding, 2 clips per batch."""
import numpy as np
from transformers import AutoModelForCausalLM, AutoModelForSpeechSeq2Seq, AutoProcessor, pipeline

MODEL = "openai/whisper-large-v2"
DRAFT = "distil-whisper/distil-large-v2"

processor = AutoProcessor.from_pretrained(MODEL)
asr = pipeline(
    "automatic-speech-recognition",
    model=AutoModelForSpeechSeq2Seq.from_pretrained(MODEL),
    tokenizer=processor.tokenizer,
    feature_extractor=processor.feature_extractor,
    generate_kwargs={"assistant_model": AutoModelForCausalLM.from_pretrained(DRAFT), "num_beams": 1},
    batch_size=2,
)

rng = np.random.default_rng(1)
clips = [rng.standard_normal(16000).astype(np.float32) * 0.05 for _ in range(4)]
for text in asr(clips, generate_kwargs={"max_new_tokens": 8}):
    print(text)
