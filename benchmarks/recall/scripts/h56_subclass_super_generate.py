# classes: 7
# A model class that always drafts with a small companion; callers use generate() as usual.
from transformers import AutoModelForCausalLM, AutoTokenizer, GPT2LMHeadModel


class DraftedGPT2(GPT2LMHeadModel):
    companion = None

    def attach(self, companion):
        self.companion = companion
        return self

    def generate(self, *args, **kwargs):
        if self.companion is not None:
            kwargs.setdefault("assistant_model", self.companion)
        return super().generate(*args, **kwargs)


tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2-large")
model = DraftedGPT2.from_pretrained("openai-community/gpt2-large").attach(
    AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
)

enc = tokenizer("My favourite book is", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=4, do_sample=True, num_return_sequences=2, pad_token_id=tokenizer.eos_token_id)
for seq in out:
    print(tokenizer.decode(seq))
