# classes: 4 9
"""Long-form transcription of several recordings at once: chunking, batching and a draft model.

The pipeline splits each recording into 30 s chunks and decodes `batch_size` chunks per step.
"""
import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor, pipeline

MODEL_ID = "openai/whisper-large-v3"
DRAFT_ID = "distil-whisper/distil-large-v3"
BATCH_SIZE = 4

processor = AutoProcessor.from_pretrained(MODEL_ID)
model = AutoModelForSpeechSeq2Seq.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
draft = AutoModelForSpeechSeq2Seq.from_pretrained(DRAFT_ID, torch_dtype=torch.float32)

pipe = pipeline(
    "automatic-speech-recognition",
    model=model,
    tokenizer=processor.tokenizer,
    feature_extractor=processor.feature_extractor,
    chunk_length_s=30,
    batch_size=BATCH_SIZE,
    generate_kwargs={"assistant_model": draft, "num_beams": 1, "max_new_tokens": 8},
)

sr = 16000
recordings = [np.zeros(sr // 4, dtype=np.float32) for _ in range(3)]
for result in pipe(recordings, return_timestamps=True):
    print(result["text"], result.get("chunks"))
