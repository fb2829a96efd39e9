# classes: 3 8
"""Per-request GenerationConfig built from the defaults and the request
(`GenerationConfig(**{**DEFAULTS, **params})`); the request asks for temperature 0."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
DEFAULTS = {"max_new_tokens": 8, "do_sample": True, "top_p": 0.9}


def generate_handler(params):
    config = GenerationConfig(**{**DEFAULTS, **params})
    enc = tok("hello world", return_tensors="pt")
    out = model.generate(**enc, generation_config=config)
    return tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    print(generate_handler({"temperature": 0.0, "max_new_tokens": 5}))
