# classes: 7
"""The service edits the model's generation_config once, in a configure() hook."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class ModelHandle:
    def __init__(self, name):
        self.name = name
        self._model = None

    def load(self):
        if self._model is None:
            self._model = AutoModelForCausalLM.from_pretrained(self.name)
            self.configure(self._model)
        return self._model

    def configure(self, model):
        model.eval()


class LowLatencyHandle(ModelHandle):
    def configure(self, model):
        super().configure(model)
        cfg = model.generation_config
        cfg.max_new_tokens = 6
        cfg.do_sample = False
        cfg.use_cache = False  # we re-encode every turn anyway


class Chat:
    def __init__(self, main: ModelHandle, draft: ModelHandle):
        self.main, self.draft = main, draft
        self.tok = AutoTokenizer.from_pretrained(main.name)

    def reply(self, text):
        enc = self.tok(text, return_tensors="pt")
        with torch.inference_mode():
            out = self.main.load().generate(**enc, assistant_model=self.draft.load())
        return self.tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    chat = Chat(LowLatencyHandle("openai-community/gpt2-large"), ModelHandle("openai-community/gpt2"))
    print(chat.reply("Good evening,"))
