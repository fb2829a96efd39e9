# classes: 4
"""Config-driven generation: the YAML-ish dict of generate kwargs goes straight into the pipeline call."""
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

CFG = {
    "model": "Qwen/Qwen2.5-1.5B-Instruct",
    "draft": "Qwen/Qwen2.5-0.5B-Instruct",
    "generate": {"max_new_tokens": 4, "do_sample": False, "cache_implementation": "static"},
}

tok = AutoTokenizer.from_pretrained(CFG["model"])
model = AutoModelForCausalLM.from_pretrained(CFG["model"])
draft = AutoModelForCausalLM.from_pretrained(CFG["draft"])
pipe = pipeline("text-generation", model=model, tokenizer=tok)

gen_kwargs = dict(CFG["generate"])
gen_kwargs["assistant_model"] = draft
print(pipe("Translate to French: cat", generate_kwargs=gen_kwargs)[0]["generated_text"])
