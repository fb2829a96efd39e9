# classes: 4 8
"""Quick chat demo: sampling defaults slipped into model_kwargs alongside the dtype."""
import torch
from transformers import pipeline

MODEL_KWARGS = {
    "torch_dtype": torch.float32,
    "do_sample": True,
    "temperature": 0.7,
    "top_p": 0.9,
}

chat = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-135M-Instruct", model_kwargs=MODEL_KWARGS)
messages = [{"role": "user", "content": "Name a fruit."}]
print(chat(messages, max_new_tokens=5)[0]["generated_text"])
