# classes: 3 7
"""Generation settings as a pydantic model; a per-request copy is made with
model_copy(update=...) and dumped into generate. A request asks for a repetition penalty of 0
(meaning "none" in the client)."""
import torch
from pydantic import BaseModel
from transformers import AutoModelForCausalLM, AutoTokenizer


class GenSettings(BaseModel):
    max_new_tokens: int = 5
    do_sample: bool = True
    temperature: float = 0.7
    repetition_penalty: float = 1.1


class Service:
    defaults = GenSettings()

    def __init__(self, model_id):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)

    def handle(self, text, **update):
        settings = self.defaults.model_copy(update=update)
        enc = self.tok(text, return_tensors="pt")
        return self.model.generate(**enc, **settings.model_dump())


if __name__ == "__main__":
    torch.manual_seed(0)
    print(Service("HuggingFaceTB/SmolLM2-135M").handle("hello world", repetition_penalty=0.0).shape)
