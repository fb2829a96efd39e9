# classes: 7 2
"""lm-eval-harness-style generate_until that maps `until` to stop_strings and passes the
wrapper's tokenizer with it, as generate needs for stop strings."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class HFCausalLM:
    def __init__(self, pretrained="Qwen/Qwen2.5-0.5B-Instruct", max_gen_toks=8):
        self.tok = AutoTokenizer.from_pretrained(pretrained)
        self.model = AutoModelForCausalLM.from_pretrained(pretrained)
        self.gen_kwargs = {"max_new_tokens": max_gen_toks, "do_sample": False}

    def generate_until(self, requests):
        res = []
        for context, args in requests:
            kwargs = {**self.gen_kwargs, **args}
            until = kwargs.pop("until", None)
            if until:
                kwargs["stop_strings"] = until
                kwargs["tokenizer"] = self.tok
            enc = self.tok(context, return_tensors="pt")
            out = self.model.generate(**enc, **kwargs)
            res.append(self.tok.decode(out[0][enc["input_ids"].shape[1] :], skip_special_tokens=True))
        return res


if __name__ == "__main__":
    lm = HFCausalLM()
    print(lm.generate_until([("tell me a story about dogs", {"until": ["\n\n", "Question:"]})]))
