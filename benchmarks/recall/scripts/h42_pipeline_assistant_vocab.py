# classes: 4 6
"""ASR pipeline for whisper-large-v2 with the newest distil-whisper checkpoint as the draft.

Both models are loaded as full speech seq2seq models and handed to the pipeline as objects.
"""
import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor, pipeline

MAIN = "openai/whisper-large-v2"
DRAFT = "distil-whisper/distil-large-v3"

processor = AutoProcessor.from_pretrained(MAIN)
model = AutoModelForSpeechSeq2Seq.from_pretrained(MAIN, torch_dtype=torch.float32)
draft = AutoModelForSpeechSeq2Seq.from_pretrained(DRAFT, torch_dtype=torch.float32)

asr = pipeline(
    "automatic-speech-recognition",
    model=model,
    tokenizer=processor.tokenizer,
    feature_extractor=processor.feature_extractor,
    assistant_model=draft,
    generate_kwargs={"num_beams": 1, "max_new_tokens": 8},
)

audio = np.zeros(12000, dtype=np.float32)
print(asr({"raw": audio, "sampling_rate": 16000})["text"])
