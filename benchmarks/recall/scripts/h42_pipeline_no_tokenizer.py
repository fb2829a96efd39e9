# classes: 4 7
"""Build an ASR pipeline around a Whisper model loaded by hand (to choose the dtype).

Only the feature extractor is handed over; the model object carries the rest.
"""
import numpy as np
import torch
from transformers import AutoFeatureExtractor, WhisperForConditionalGeneration, pipeline

CHECKPOINT = "openai/whisper-small"


def make_asr(checkpoint: str = CHECKPOINT):
    model = WhisperForConditionalGeneration.from_pretrained(checkpoint, torch_dtype=torch.float32)
    feature_extractor = AutoFeatureExtractor.from_pretrained(checkpoint)
    return pipeline(
        task="automatic-speech-recognition",
        model=model,
        feature_extractor=feature_extractor,
        chunk_length_s=30,
        generate_kwargs={"max_new_tokens": 8, "language": "english"},
    )


if __name__ == "__main__":
    asr = make_asr()
    print(asr(np.zeros(16000, dtype=np.float32))["text"])
