# classes: 7 6
"""A helper that wraps LayerSkip-style generation, used with an OPT checkpoint."""
from transformers import AutoModelForCausalLM, AutoTokenizer


def self_speculative_generate(model_name: str, prompt: str, exit_at: int = 1, new_tokens: int = 6) -> str:
    tokenizer = AutoTokenizer.from_pretrained(model_name)
    model = AutoModelForCausalLM.from_pretrained(model_name)
    enc = tokenizer(prompt, return_tensors="pt")
    ids = model.generate(**enc, assistant_early_exit=exit_at, max_new_tokens=new_tokens)
    return tokenizer.decode(ids[0], skip_special_tokens=True)


print(self_speculative_generate("facebook/opt-125m", "Hello, my name is"))
