# classes: 4
"""distil-small.en drafting for whisper-small.en, one clip at a time (the model card's setup)."""
import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor, WhisperForCausalLM, pipeline

MAIN = "openai/whisper-small.en"
DRAFT = "distil-whisper/distil-small.en"

processor = AutoProcessor.from_pretrained(MAIN)
model = AutoModelForSpeechSeq2Seq.from_pretrained(MAIN, torch_dtype=torch.float32)
draft = WhisperForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)

asr = pipeline(
    "automatic-speech-recognition",
    model=model,
    tokenizer=processor.tokenizer,
    feature_extractor=processor.feature_extractor,
    generate_kwargs={"assistant_model": draft, "max_new_tokens": 6},
    device="cpu",
)

clips = [np.zeros(16000, dtype=np.float32) for _ in range(3)]
for clip in clips:
    print(asr({"raw": clip, "sampling_rate": 16000})["text"])
