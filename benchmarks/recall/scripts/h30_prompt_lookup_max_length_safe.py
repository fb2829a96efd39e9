# classes: 8 2
"""Prompt lookup decoding as announced with 4.37, with `max_length` and no cache string.

The static-cache variant was dropped for the lookup runs, as the 4.38 docs advised.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"
DOC = "the king loved his garden. the king loved his garden and the queen loved the king."

CONFIGS = {
    "lookup10": GenerationConfig(prompt_lookup_num_tokens=10, max_length=160),
    "lookup3": GenerationConfig(prompt_lookup_num_tokens=3, max_length=160),
    "greedy_static": GenerationConfig(max_length=160, cache_implementation="static"),
}


def main():
    tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
    inputs = tokenizer("summarise: " + DOC, return_tensors="pt")
    for name, config in CONFIGS.items():
        config.pad_token_id = tokenizer.eos_token_id
        out = model.generate(**inputs, generation_config=config)
        print(name, tokenizer.decode(out[0, inputs["input_ids"].shape[1]:], skip_special_tokens=True))


if __name__ == "__main__":
    main()
