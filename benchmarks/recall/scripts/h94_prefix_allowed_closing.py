# classes: 7 9
"""Grammar-constrained loop: a class-based prefix_allowed_tokens_fn that only allows digits until
a closing brace has been generated, after which it allows nothing more."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)


class NumberGrammar:
    def __init__(self, tokenizer, prompt_len):
        vocab = tokenizer.get_vocab()
        self.digits = [i for s, i in vocab.items() if s.isdigit()]
        self.close = [i for s, i in vocab.items() if s == "}"]
        self.prompt_len = prompt_len
        self.closed = False

    def __call__(self, batch_id, input_ids):
        generated = input_ids[self.prompt_len:].tolist()
        if any(t in self.close for t in generated):
            return []
        if len(generated) >= 2:
            return self.close
        return self.digits


enc = tok('{"count": ', return_tensors="pt")
grammar = NumberGrammar(tok, enc["input_ids"].shape[1])
out = model.generate(**enc, prefix_allowed_tokens_fn=grammar, max_new_tokens=6)
print(tok.decode(out[0]))
