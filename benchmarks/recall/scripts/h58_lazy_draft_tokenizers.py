# classes: 7 9
"""Service object with lazily loaded models (properties); the draft comes from another family."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class Assistant:
    def __init__(self, model_id="Qwen/Qwen2.5-1.5B-Instruct", draft_id="HuggingFaceTB/SmolLM2-135M-Instruct"):
        self.model_id = model_id
        self.draft_id = draft_id
        self._model = None
        self._draft = None
        self._tok = None

    @property
    def tok(self):
        if self._tok is None:
            self._tok = AutoTokenizer.from_pretrained(self.model_id)
        return self._tok

    @property
    def model(self):
        if self._model is None:
            self._model = AutoModelForCausalLM.from_pretrained(self.model_id)
        return self._model

    @property
    def draft(self):
        if self._draft is None:
            self._draft = AutoModelForCausalLM.from_pretrained(self.draft_id)
        return self._draft

    def reply(self, text, max_new_tokens=6):
        enc = self.tok(text, return_tensors="pt")
        out = self.model.generate(**enc, assistant_model=self.draft, max_new_tokens=max_new_tokens)
        return self.tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    print(Assistant().reply("Write a haiku about rain"))
