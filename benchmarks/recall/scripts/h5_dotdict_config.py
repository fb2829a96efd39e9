# classes: 7 3
# OmegaConf-like attribute dict built from a nested literal (no omegaconf dependency).
from transformers import AutoModelForCausalLM, AutoTokenizer


class AttrDict(dict):
    __getattr__ = dict.__getitem__
    __setattr__ = dict.__setitem__

    @classmethod
    def wrap(cls, d):
        return cls({k: cls.wrap(v) if isinstance(v, dict) else v for k, v in d.items()})


cfg = AttrDict.wrap(
    {
        "model": {"name": "openai-community/gpt2-medium", "draft": "distilbert/distilgpt2"},
        "generation": {"max_new_tokens": 6, "use_cache": False, "do_sample": False},
    }
)

tok = AutoTokenizer.from_pretrained(cfg.model.name)
model = AutoModelForCausalLM.from_pretrained(cfg.model.name)
draft = AutoModelForCausalLM.from_pretrained(cfg.model.draft)

ids = tok("once upon a time there lived a king", return_tensors="pt")
out = model.generate(**ids, assistant_model=draft, **cfg.generation)
print(tok.decode(out[0]))
