# classes: 7 3
"""lm-eval style adapter: an abstract LM interface with loglikelihood/generate_until, and a
Hugging Face implementation that batches requests and speculates with a draft model."""
import abc

import torch
import torch.nn.functional as F
from transformers import AutoModelForCausalLM, AutoTokenizer


class LM(abc.ABC):
    @abc.abstractmethod
    def loglikelihood(self, requests):
        ...

    @abc.abstractmethod
    def generate_until(self, requests):
        ...


class HFLM(LM):
    def __init__(self, pretrained, draft=None, batch_size=2, max_gen_toks=8):
        self.tokenizer = AutoTokenizer.from_pretrained(pretrained)
        if self.tokenizer.pad_token is None:
            self.tokenizer.pad_token = self.tokenizer.eos_token
        self.tokenizer.padding_side = "left"
        self.model = AutoModelForCausalLM.from_pretrained(pretrained).eval()
        self.draft = AutoModelForCausalLM.from_pretrained(draft).eval() if draft else None
        self.batch_size = batch_size
        self.max_gen_toks = max_gen_toks

    def loglikelihood(self, requests):
        scores = []
        for context, continuation in requests:
            ids = self.tokenizer(context + continuation, return_tensors="pt")["input_ids"]
            n_ctx = len(self.tokenizer(context)["input_ids"])
            with torch.no_grad():
                logits = self.model(ids).logits[0, :-1]
            logp = F.log_softmax(logits, -1)
            target = ids[0, 1:]
            scores.append(logp[n_ctx - 1 :].gather(-1, target[n_ctx - 1 :, None]).sum().item())
        return scores

    def generate_until(self, requests):
        results = []
        for i in range(0, len(requests), self.batch_size):
            batch = [ctx for ctx, _ in requests[i : i + self.batch_size]]
            enc = self.tokenizer(batch, return_tensors="pt", padding=True)
            gen_kwargs = {"max_new_tokens": self.max_gen_toks, "do_sample": False}
            if self.draft is not None:
                gen_kwargs["assistant_model"] = self.draft
            out = self.model.generate(**enc, **gen_kwargs, pad_token_id=self.tokenizer.pad_token_id)
            results.extend(self.tokenizer.batch_decode(out[:, enc["input_ids"].shape[1] :]))
        return results


if __name__ == "__main__":
    lm = HFLM("EleutherAI/pythia-160m", draft="EleutherAI/pythia-70m")
    print(lm.loglikelihood([("The capital of France is", " Paris")]))
    reqs = [("Q: 2+2?\nA:", {"until": ["\n"]}), ("Q: 3+5?\nA:", {"until": ["\n"]})]
    print(lm.generate_until(reqs))
