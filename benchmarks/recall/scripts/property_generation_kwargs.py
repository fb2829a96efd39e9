# classes: 7
from dataclasses import dataclass, field

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class Engine:
    model_id: str = "Qwen/Qwen2.5-1.5B-Instruct"
    draft_id: str = "Qwen/Qwen2.5-0.5B-Instruct"
    num_beams: int = 1
    cache: str = "dynamic"
    _loaded: dict = field(default_factory=dict, repr=False)

    def load(self):
        self._loaded["tok"] = AutoTokenizer.from_pretrained(self.model_id)
        self._loaded["model"] = AutoModelForCausalLM.from_pretrained(self.model_id)
        self._loaded["draft"] = AutoModelForCausalLM.from_pretrained(self.draft_id)
        return self

    @property
    def generation_kwargs(self):
        return {"assistant_model": self._loaded["draft"], "num_beams": self.num_beams, "max_new_tokens": 8}

    def run(self, prompt):
        tok, model = self._loaded["tok"], self._loaded["model"]
        enc = tok(prompt, return_tensors="pt")
        return tok.decode(model.generate(**enc, **self.generation_kwargs)[0])


print(Engine().load().run("tell me a story"))
