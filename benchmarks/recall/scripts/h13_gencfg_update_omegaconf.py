# classes: 3 7
"""Apply an OmegaConf generation section onto model.generation_config, then speculate."""
from omegaconf import OmegaConf
from transformers import AutoModelForCausalLM, AutoTokenizer

cfg = OmegaConf.create(
    {
        "generation": {"max_new_tokens": 8, "do_sample": True, "num_return_sequences": 2, "top_p": 0.95},
        "models": {"main": "microsoft/Phi-3-mini-4k-instruct", "draft": "microsoft/Phi-3.5-mini-instruct"},
    }
)

tok = AutoTokenizer.from_pretrained(cfg.models.main)
model = AutoModelForCausalLM.from_pretrained(cfg.models.main)
draft = AutoModelForCausalLM.from_pretrained(cfg.models.draft)
model.generation_config.update(**OmegaConf.to_container(cfg.generation))

ids = tok("tell me about the king", return_tensors="pt")
out = model.generate(**ids, assistant_model=draft)
print(tok.batch_decode(out))
