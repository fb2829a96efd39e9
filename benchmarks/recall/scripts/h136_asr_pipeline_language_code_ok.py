# classes: 4 8
"""Subtitle job: the speech pipeline gets the language as the two-letter code taken from the locale."""
import numpy as np
from transformers import pipeline

JOB = {"model": "openai/whisper-small", "locale": "fr-FR", "beams": 1}

asr = pipeline("automatic-speech-recognition", model=JOB["model"])
clip = (0.05 * np.random.default_rng(11).standard_normal(16000 * 5)).astype(np.float32)
language = JOB["locale"].split("-")[0].lower()
text = asr(
    clip,
    generate_kwargs={"language": language, "task": "transcribe", "num_beams": JOB["beams"], "max_new_tokens": 16},
)["text"]
print(text)
