# classes: 3 8
"""lm-eval-style HF wrapper: model registry, gen_kwargs parsed from a "k=v,k=v" string with type coercion."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_REGISTRY = {}


def register_model(*names):
    def deco(cls):
        for n in names:
            MODEL_REGISTRY[n] = cls
        return cls

    return deco


def handle_arg_string(arg):
    if arg.lower() == "true":
        return True
    if arg.lower() == "false":
        return False
    if arg.isnumeric():
        return int(arg)
    try:
        return float(arg)
    except ValueError:
        return arg


def simple_parse_args_string(args_string):
    args_string = args_string.strip()
    if not args_string:
        return {}
    return {k: handle_arg_string(v) for k, v in (kv.split("=", 1) for kv in args_string.split(","))}


@register_model("hf-causal", "hf")
class HFLM:
    def __init__(self, pretrained="gpt2", batch_size=1, max_gen_toks=256):
        self.tokenizer = AutoTokenizer.from_pretrained(pretrained)
        self.model = AutoModelForCausalLM.from_pretrained(pretrained).eval()
        self.batch_size = int(batch_size)
        self.max_gen_toks = max_gen_toks

    def generate_until(self, requests):
        out = []
        for context, gen_kwargs in requests:
            kwargs = dict(gen_kwargs)
            until = kwargs.pop("until", None) or [self.tokenizer.eos_token]
            max_gen_toks = kwargs.pop("max_gen_toks", self.max_gen_toks)
            enc = self.tokenizer(context, return_tensors="pt")
            with torch.no_grad():
                cont = self.model.generate(**enc, max_new_tokens=max_gen_toks, pad_token_id=self.tokenizer.eos_token_id, **kwargs)
            text = self.tokenizer.decode(cont[0, enc["input_ids"].shape[1] :], skip_special_tokens=True)
            for stop in until:
                text = text.split(stop)[0]
            out.append(text)
        return out


lm = MODEL_REGISTRY["hf"](**simple_parse_args_string("pretrained=openai-community/gpt2,batch_size=1"))
gen_kwargs = simple_parse_args_string("max_gen_toks=8,do_sample=True,temperature=0")
reqs = [("the quick brown fox", dict(gen_kwargs, until=["\n\n"])), ("once upon a time", dict(gen_kwargs, until=["."]))]
print(lm.generate_until(reqs))
