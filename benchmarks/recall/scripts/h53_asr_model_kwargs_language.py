# classes: 4 8
"""English-only transcription: the language and task options handed to the loader by mistake."""
import numpy as np
from transformers import pipeline

asr = pipeline(
    "automatic-speech-recognition",
    model="openai/whisper-tiny",
    model_kwargs={"language": "english", "task": "transcribe"},
    device="cpu",
)
audio = np.zeros(16000, dtype=np.float32)
print(asr({"raw": audio, "sampling_rate": 16000}, generate_kwargs={"max_new_tokens": 4})["text"])
