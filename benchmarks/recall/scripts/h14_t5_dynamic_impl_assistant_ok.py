# classes: 8 5
# The cache_implementation pin is optional and off by default.
from transformers import AutoTokenizer, T5Config, T5ForConditionalGeneration


class Summariser:
    def __init__(self, tokenizer, model, draft=None, cache=None):
        self.tokenizer = tokenizer
        self.model = model
        self.draft = draft
        self.model.generation_config.cache_implementation = cache

    def __call__(self, text, **kw):
        enc = self.tokenizer(text, return_tensors="pt")
        ids = self.model.generate(**enc, assistant_model=self.draft, max_new_tokens=4, **kw)
        return self.tokenizer.decode(ids[0], skip_special_tokens=True)


tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
tok.pad_token = tok.eos_token  # GPT-2 has no pad token
make = lambda n: T5ForConditionalGeneration(T5Config(
    vocab_size=len(tok), d_model=16, d_ff=32, d_kv=8, num_layers=n, num_heads=2,
    decoder_start_token_id=tok.pad_token_id, pad_token_id=tok.pad_token_id, eos_token_id=tok.eos_token_id))
summarise = Summariser(tok, make(2), draft=make(1))
print(summarise("summarize: once upon a time there lived a king who loved his garden"))
