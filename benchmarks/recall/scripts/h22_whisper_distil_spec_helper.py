# classes: 8 6
"""Speculative decoding for Whisper from the distil-whisper README, wrapped in a transcribe() helper."""
import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoModelForSpeechSeq2Seq, AutoProcessor

device = "cpu"
torch_dtype = torch.float32

MODEL_ID = "openai/whisper-large-v2"
ASSISTANT_ID = "distil-whisper/distil-large-v2"


def load_models():
    assistant = AutoModelForCausalLM.from_pretrained(
        ASSISTANT_ID, torch_dtype=torch_dtype, low_cpu_mem_usage=True, use_safetensors=True
    ).to(device)
    model = AutoModelForSpeechSeq2Seq.from_pretrained(
        MODEL_ID, torch_dtype=torch_dtype, low_cpu_mem_usage=True, use_safetensors=True
    ).to(device)
    processor = AutoProcessor.from_pretrained(MODEL_ID)
    return processor, model, assistant


def transcribe(processor, model, assistant, audio, sampling_rate=16000):
    features = processor(audio, sampling_rate=sampling_rate, return_tensors="pt").input_features
    ids = model.generate(features.to(device, torch_dtype), assistant_model=assistant, max_new_tokens=8)
    return processor.batch_decode(ids, skip_special_tokens=True)[0]


if __name__ == "__main__":
    processor, model, assistant = load_models()
    rng = np.random.default_rng(0)
    clip = (0.01 * rng.standard_normal(16000 * 2)).astype(np.float32)
    print(transcribe(processor, model, assistant, clip))
