# classes: 4 8
"""Speculative decoding through the ASR pipeline, as in the distil-whisper model card."""
import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoModelForSpeechSeq2Seq, AutoProcessor, pipeline

model_id = "openai/whisper-large-v3"
assistant_model_id = "distil-whisper/distil-large-v3"

assistant_model = AutoModelForCausalLM.from_pretrained(assistant_model_id, torch_dtype=torch.float32)
model = AutoModelForSpeechSeq2Seq.from_pretrained(model_id, torch_dtype=torch.float32)
processor = AutoProcessor.from_pretrained(model_id)

pipe = pipeline(
    "automatic-speech-recognition",
    model=model,
    tokenizer=processor.tokenizer,
    feature_extractor=processor.feature_extractor,
    generate_kwargs={"assistant_model": assistant_model, "max_new_tokens": 8},
    torch_dtype=torch.float32,
    device="cpu",
)

sample = {"raw": np.zeros(16000 * 2, dtype=np.float32), "sampling_rate": 16000}
result = pipe(sample)
print(result["text"])
