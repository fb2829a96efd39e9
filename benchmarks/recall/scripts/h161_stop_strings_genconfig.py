# classes: 9 8
"""A reusable GenerationConfig that stops on a word, built once and passed to every call."""

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")

STOP_CFG = GenerationConfig(
    max_new_tokens=6, do_sample=False, stop_strings=["world"], eos_token_id=tok.eos_token_id, pad_token_id=tok.pad_token_id
)


def complete(prompt: str) -> str:
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, generation_config=STOP_CFG)
    return tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True)


print(complete("hello there"))
