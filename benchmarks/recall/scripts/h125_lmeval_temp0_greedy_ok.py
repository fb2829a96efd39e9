# classes: 3
"""lm-eval-style wrapper: temperature 0 in the task's gen_kwargs means greedy, as the harness converts it."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


def parse(s):
    out = {}
    for kv in s.split(","):
        k, v = kv.split("=", 1)
        if v in ("True", "False"):
            out[k] = v == "True"
        else:
            try:
                out[k] = int(v)
            except ValueError:
                try:
                    out[k] = float(v)
                except ValueError:
                    out[k] = v
    return out


class HFModel:
    def __init__(self, name):
        self.tok = AutoTokenizer.from_pretrained(name)
        self.model = AutoModelForCausalLM.from_pretrained(name)
        self.model.eval()

    def _model_generate(self, context, max_length, stop, **generation_kwargs):
        generation_kwargs["temperature"] = generation_kwargs.get("temperature", 0.0)
        do_sample = generation_kwargs.get("do_sample", None)
        if generation_kwargs.get("temperature") == 0.0 and do_sample is None:
            generation_kwargs["do_sample"] = do_sample = False
        if do_sample is False and generation_kwargs.get("temperature") == 0.0:
            generation_kwargs.pop("temperature")
        return self.model.generate(
            input_ids=context,
            max_length=max_length,
            pad_token_id=self.tok.pad_token_id,
            use_cache=True,
            **generation_kwargs,
        )

    def generate_until(self, requests):
        res = []
        for ctx, gen_kwargs in requests:
            kwargs = dict(gen_kwargs)
            until = kwargs.pop("until", [])
            max_gen_toks = kwargs.pop("max_gen_toks", 16)
            ids = self.tok(ctx, return_tensors="pt").input_ids
            with torch.no_grad():
                cont = self._model_generate(ids, ids.shape[1] + max_gen_toks, until, **kwargs)
            s = self.tok.decode(cont[0, ids.shape[1] :])
            for u in until:
                s = s.split(u)[0]
            res.append(s)
        return res


lm = HFModel("HuggingFaceTB/SmolLM2-135M")
kw = parse("max_gen_toks=6,temperature=0")
print(lm.generate_until([("tell me a story about cats", dict(kw, until=["\n"]))]))
