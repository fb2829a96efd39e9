# classes: 4
"""Falcon-7b-instruct card snippet: pipeline built from a tokenizer and a model name, sampling with
top_k, max_length, one returned sequence and the tokenizer's eos id."""
import torch
import transformers
from transformers import AutoTokenizer

model = "tiiuae/falcon-7b-instruct"
tokenizer = AutoTokenizer.from_pretrained(model)
pipeline = transformers.pipeline(
    "text-generation",
    model=model,
    tokenizer=tokenizer,
    torch_dtype=torch.float32,
)
sequences = pipeline(
    "Girafatron is obsessed with giraffes, the most glorious animal on the face of this Earth.",
    max_length=40,
    do_sample=True,
    top_k=10,
    num_return_sequences=1,
    eos_token_id=tokenizer.eos_token_id,
)
for seq in sequences:
    print(f"Result: {seq['generated_text']}")
