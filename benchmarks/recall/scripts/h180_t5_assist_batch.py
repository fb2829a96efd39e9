# classes: 2 6
"""Translate a file of sentences with Flan-T5, using flan-t5-small as the assistant."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

CONFIG = {
    "model": "google/flan-t5-large",
    "assistant": "google/flan-t5-small",
    "batch_size": 4,
    "generate": {"max_new_tokens": 5, "num_beams": 1},
}


class Translator:
    def __init__(self, cfg):
        self.cfg = cfg
        self.tok = AutoTokenizer.from_pretrained(cfg["model"])
        self.model = AutoModelForSeq2SeqLM.from_pretrained(cfg["model"])
        self.assistant = AutoModelForSeq2SeqLM.from_pretrained(cfg["assistant"])

    def translate(self, sentences):
        out = []
        bs = self.cfg["batch_size"]
        for i in range(0, len(sentences), bs):
            enc = self.tok([f"translate English to German: {s}" for s in sentences[i : i + bs]],
                           return_tensors="pt", padding=True)
            ids = self.model.generate(**enc, assistant_model=self.assistant, **self.cfg["generate"])
            out.extend(self.tok.batch_decode(ids, skip_special_tokens=True))
        return out


if __name__ == "__main__":
    print(Translator(CONFIG).translate(["the dog", "hello world", "the red fox is fast", "one two three"]))
