# classes: 6 5
"""Only add a static cache when the checkpoint does not already pick one.

The guard reads the checkpoint's generation config, but forgets that a draft model is also
attached below.
"""
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "HuggingFaceTB/SmolLM2-1.7B-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-360M-Instruct"

tok = AutoTokenizer.from_pretrained(MAIN)
model = AutoModelForCausalLM.from_pretrained(MAIN)
gen_kwargs = {"max_new_tokens": 6}
if getattr(model.generation_config, "cache_implementation", None) is None:
    gen_kwargs["cache_implementation"] = "static"

if getattr(model, "can_generate", None) and model.can_generate():
    gen_kwargs["assistant_model"] = AutoModelForCausalLM.from_pretrained(DRAFT)

messages = [{"role": "user", "content": "Give me one tip for writing portable Python."}]
prompt = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
out = model.generate(**prompt, **gen_kwargs)
print(tok.decode(out[0], skip_special_tokens=True))
