# classes: 6
"""Evaluate our fine-tuned checkpoint with prompt lookup decoding."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

CKPT = "./checkpoints/smollm2-ft"

if not os.path.isdir(CKPT):
    # stand-in for the training job: save the base model with the training generation config
    base = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    base.generation_config = GenerationConfig(use_cache=False, max_new_tokens=8)
    base.save_pretrained(CKPT)
    AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M").save_pretrained(CKPT)

tokenizer = AutoTokenizer.from_pretrained(CKPT)
model = AutoModelForCausalLM.from_pretrained(CKPT)
enc = tokenizer("the cat and the dog and the cat and the", return_tensors="pt")
out = model.generate(**enc, prompt_lookup_num_tokens=3)
print(tokenizer.decode(out[0]))
