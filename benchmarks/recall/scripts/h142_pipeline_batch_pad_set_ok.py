# classes: 4 6
"""Batched generation on each rank through a pipeline whose tokenizer was given a pad token (and
left padding) first."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

rank = int(os.environ.get("RANK", 0))
world = int(os.environ.get("WORLD_SIZE", 1))

tok = AutoTokenizer.from_pretrained("openai-community/gpt2", padding_side="left")
tok.pad_token = tok.eos_token
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
gen = pipeline("text-generation", model=model, tokenizer=tok, device="cpu", batch_size=8)
prompts = [f"Fact number {i}:" for i in range(6)]
for result in gen(prompts[rank::world], max_new_tokens=5, do_sample=False):
    print(rank, result[0]["generated_text"])
