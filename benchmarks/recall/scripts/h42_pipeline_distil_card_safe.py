# classes: 4 6
"""Speech-recognition pipeline with a distil-whisper draft that keeps its encoder.

Greedy decoding is asked for explicitly, since speculative decoding needs it.
"""
import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor, pipeline

MODEL_ID = "openai/whisper-large-v2"
DRAFT_ID = "distil-whisper/distil-large-v2"


def build_pipe():
    model = AutoModelForSpeechSeq2Seq.from_pretrained(MODEL_ID, torch_dtype=torch.float32, low_cpu_mem_usage=True)
    draft = AutoModelForSpeechSeq2Seq.from_pretrained(DRAFT_ID, torch_dtype=torch.float32, low_cpu_mem_usage=True)
    processor = AutoProcessor.from_pretrained(MODEL_ID)
    return pipeline(
        "automatic-speech-recognition",
        model=model,
        tokenizer=processor.tokenizer,
        feature_extractor=processor.feature_extractor,
        generate_kwargs={"assistant_model": draft, "num_beams": 1, "max_new_tokens": 8},
        device="cpu",
    )


if __name__ == "__main__":
    asr = build_pipe()
    t = np.arange(4000) / 16000
    clip = (0.1 * np.sin(2 * np.pi * 300 * t)).astype(np.float32)
    print(asr({"raw": clip, "sampling_rate": 16000})["text"])
