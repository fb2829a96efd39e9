# classes: 6 8
# Transcription helper: optional speculative decoding, static cache passed per call.
import numpy as np
from transformers import AutoProcessor, WhisperForConditionalGeneration

processor = AutoProcessor.from_pretrained("openai/whisper-small")
asr = WhisperForConditionalGeneration.from_pretrained("openai/whisper-small")
helper = WhisperForConditionalGeneration.from_pretrained("openai/whisper-tiny")


def transcribe(audio, speculative=True):
    inputs = processor(audio, sampling_rate=16000, return_tensors="pt")
    extra = {"assistant_model": helper} if speculative else {}
    ids = asr.generate(inputs.input_features, cache_implementation="static", max_new_tokens=3, **extra)
    return processor.batch_decode(ids, skip_special_tokens=True)[0]


print(transcribe(np.zeros(8000, dtype=np.float32)))
