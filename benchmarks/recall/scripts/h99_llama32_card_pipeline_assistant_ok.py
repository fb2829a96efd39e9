# classes: 4 6
"""Llama 3.2 3B Instruct model-card pipeline snippet, tweaked for speed with the 1B Instruct as
the pipeline's assistant model (same tokenizer): chat messages in, the last turn printed."""
import torch
from transformers import AutoModelForCausalLM, pipeline

model_id = "meta-llama/Llama-3.2-3B-Instruct"
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct", torch_dtype=torch.float32)
pipe = pipeline(
    "text-generation",
    model=model_id,
    torch_dtype=torch.float32,
    assistant_model=draft,
)
messages = [
    {"role": "system", "content": "You are a pirate chatbot who always responds in pirate speak!"},
    {"role": "user", "content": "Who are you?"},
]
outputs = pipe(messages, max_new_tokens=8)
print(outputs[0]["generated_text"][-1])
