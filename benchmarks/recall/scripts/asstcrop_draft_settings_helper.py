# classes: 7 8
"""A helper copies the target's compile-friendly generation settings onto the draft."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

COMPILE_SETTINGS = dict(cache_implementation="static", do_sample=False)


def make_speculative_pair(target_name, draft_name):
    target = AutoModelForCausalLM.from_pretrained(target_name)
    draft = AutoModelForCausalLM.from_pretrained(draft_name)
    draft.generation_config = GenerationConfig(**COMPILE_SETTINGS)
    return target, draft


tokenizer = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
target, draft = make_speculative_pair("meta-llama/Llama-3.2-3B-Instruct", "meta-llama/Llama-3.2-1B-Instruct")
inputs = tokenizer("The three laws of thermodynamics are", return_tensors="pt")
out = target.generate(**inputs, assistant_model=draft, max_new_tokens=25)
print(tokenizer.decode(out[0], skip_special_tokens=True))
