# classes: 8
"""Request overrides merged into a service's base GenerationConfig with
update(defaults_only=True), so the service's own choices win over the request's."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
service_config = GenerationConfig(do_sample=True, temperature=0.8, top_p=0.95, max_new_tokens=8)


def answer(prompt, **overrides):
    cfg = GenerationConfig(**service_config.to_dict())
    cfg.update(**overrides, defaults_only=True)
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, generation_config=cfg)
    return tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)


print(answer("Suggest a name for a cat.", temperature=0.0, top_k=5))
