# classes: 2 8
"""Throughput sweep of speculative decoding over batch sizes."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
tok.pad_token = tok.eos_token
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
draft = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")

BATCH_SIZES = [1, 2, 4]
TAGS = ["single", "pair", "quad"]
PROMPT = "the king of the garden"

for batch_size, tag in zip(BATCH_SIZES, TAGS):
    enc = tok([PROMPT] * batch_size, return_tensors="pt", padding=True)
    start = time.perf_counter()
    model.generate(**enc, assistant_model=draft, max_new_tokens=6)
    print(tag, f"{time.perf_counter() - start:.3f}s")
