# classes: 7 2
"""lm-eval-harness-style generate_until: the request's `until` list becomes stop_strings in a
copy of the wrapper's gen_kwargs; the wrapper never hands its tokenizer to generate."""
import copy

from transformers import AutoModelForCausalLM, AutoTokenizer


class HFCausalLM:
    def __init__(self, pretrained="Qwen/Qwen2.5-0.5B-Instruct", max_gen_toks=8, temperature=0.0):
        self.tok = AutoTokenizer.from_pretrained(pretrained)
        self.model = AutoModelForCausalLM.from_pretrained(pretrained)
        self.gen_kwargs = {"max_new_tokens": max_gen_toks}
        if temperature > 0:
            self.gen_kwargs.update(do_sample=True, temperature=temperature)
        else:
            self.gen_kwargs["do_sample"] = False

    def generate_until(self, requests):
        res = []
        for context, args in requests:
            kwargs = copy.deepcopy(self.gen_kwargs)
            until = args.pop("until", None)
            if until:
                kwargs["stop_strings"] = until
            kwargs.update(args)
            enc = self.tok(context, return_tensors="pt")
            out = self.model.generate(**enc, **kwargs)
            res.append(self.tok.decode(out[0][enc["input_ids"].shape[1] :], skip_special_tokens=True))
        return res


if __name__ == "__main__":
    lm = HFCausalLM()
    reqs = [("tell me a story about dogs", {"until": ["\n\n", "Question:"]})]
    print(lm.generate_until(reqs))
