# classes: 4 8 6
"""Meeting transcripts: whisper-large-v3 in a pipeline, the small English distil-whisper as the
assistant (the pipeline loads it by name, with its own tokenizer)."""
import numpy as np
from transformers import pipeline

asr = pipeline(
    "automatic-speech-recognition",
    model="openai/whisper-large-v3",
    assistant_model="distil-whisper/distil-small.en",
)

clip = np.zeros(16000, dtype=np.float32)
result = asr({"raw": clip, "sampling_rate": 16000})
print(result["text"])
