# classes: 1 7
from typing import Optional

from transformers import AutoModelForCausalLM, AutoTokenizer, PreTrainedModel


class Decoder:
    def __init__(self, model_id: str, draft_id: Optional[str] = None):
        self.tokenizer = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.draft: Optional[PreTrainedModel] = None
        if draft_id is None:
            # no draft: compile-friendly static cache
            self.model.generation_config.cache_implementation = "static"
        else:
            self.draft = AutoModelForCausalLM.from_pretrained(draft_id)

    def decode(self, prompt: str, max_new_tokens: int = 8) -> str:
        enc = self.tokenizer(prompt, return_tensors="pt")
        out = self.model.generate(**enc, assistant_model=self.draft, max_new_tokens=max_new_tokens)
        return self.tokenizer.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    decoder = Decoder("google/gemma-7b-it", draft_id="google/gemma-2b")
    print(decoder.decode("tell me a story"))
