# classes: 3 8
"""Base config + experiment override; the override only touches lengths."""
from omegaconf import OmegaConf
from transformers import AutoModelForCausalLM, AutoTokenizer

base = OmegaConf.create(
    {
        "target": "Qwen/Qwen2.5-1.5B-Instruct",
        "assistant": "Qwen/Qwen2.5-0.5B-Instruct",
        "generation": {"max_new_tokens": 8, "do_sample": False, "cache_implementation": "static"},
    }
)
experiment = OmegaConf.from_dotlist(["generation.cache_implementation=null", "generation.max_new_tokens=6"])
cfg = OmegaConf.merge(base, experiment)

tok = AutoTokenizer.from_pretrained(cfg.target)
model = AutoModelForCausalLM.from_pretrained(cfg.target)
assistant = AutoModelForCausalLM.from_pretrained(cfg.assistant)

gen_kwargs = {k: v for k, v in OmegaConf.to_container(cfg.generation).items() if v is not None}
inputs = tok("tell me a story about cats", return_tensors="pt")
out = model.generate(**inputs, assistant_model=assistant, **gen_kwargs)
print(tok.batch_decode(out, skip_special_tokens=True)[0])
