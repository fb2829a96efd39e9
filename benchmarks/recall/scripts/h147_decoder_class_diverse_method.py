# classes: 7 8
"""A small Decoder class with one method per strategy; the script calls its diverse() method
for a list of paraphrases."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer


class Decoder:
    def __init__(self, name, max_new_tokens=6):
        self.tok = AutoTokenizer.from_pretrained(name)
        self.model = AutoModelForSeq2SeqLM.from_pretrained(name)
        self.max_new_tokens = max_new_tokens

    def _run(self, text, **kw):
        enc = self.tok(text, return_tensors="pt")
        out = self.model.generate(**enc, max_new_tokens=self.max_new_tokens, **kw)
        return self.tok.batch_decode(out, skip_special_tokens=True)

    def greedy(self, text):
        return self._run(text)

    def beam(self, text, n=4):
        return self._run(text, num_beams=n, num_return_sequences=n)

    def diverse(self, text, n=4, groups=4):
        return self._run(text, num_beams=n, num_beam_groups=groups, diversity_penalty=1.0, num_return_sequences=n)


dec = Decoder("google/flan-t5-base")
print(dec.greedy("paraphrase: the dog is lazy"))
print(dec.diverse("paraphrase: the dog is lazy"))
