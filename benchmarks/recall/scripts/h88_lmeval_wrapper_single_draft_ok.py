# classes: 7 2
"""lm-eval-harness-style LM wrapper with a draft model whose generate_until runs one request at
a time (batch size 1, as assisted generation needs); gen_kwargs built in __init__."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class SpeculativeHFLM:
    def __init__(self, pretrained, draft=None, max_gen_toks=8, num_assistant_tokens=5):
        self.tokenizer = AutoTokenizer.from_pretrained(pretrained)
        self.model = AutoModelForCausalLM.from_pretrained(pretrained).eval()
        self.batch_size = 1
        self.gen_kwargs = dict(max_new_tokens=max_gen_toks, do_sample=False)
        if draft:
            self.gen_kwargs.update(
                assistant_model=AutoModelForCausalLM.from_pretrained(draft).eval(),
                num_assistant_tokens=num_assistant_tokens,
            )

    def generate_until(self, requests):
        outputs = []
        for context in requests:
            enc = self.tokenizer(context, return_tensors="pt")
            with torch.no_grad():
                out = self.model.generate(**enc, **self.gen_kwargs)
            outputs.append(self.tokenizer.decode(out[0, enc.input_ids.shape[1] :], skip_special_tokens=True))
        return outputs


if __name__ == "__main__":
    lm = SpeculativeHFLM("HuggingFaceTB/SmolLM2-360M", draft="HuggingFaceTB/SmolLM2-135M")
    print(lm.generate_until(["the quick brown fox", "once upon a time there lived"]))
