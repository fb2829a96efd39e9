# classes: 8 3
"""Long-context chat on a laptop: the KV cache is quantized by default (--kv-backend, --kv-bits)
to keep memory flat as the conversation grows."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="Qwen/Qwen2.5-0.5B-Instruct")
parser.add_argument("--kv-backend", default="fp8", choices=["fp8", "quanto", "hqq", "none"])
parser.add_argument("--kv-bits", type=int, default=4)
parser.add_argument("--max-new-tokens", type=int, default=6)
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)
msgs = [{"role": "user", "content": "tell me a story about the king"}]
enc = tok.apply_chat_template(msgs, add_generation_prompt=True, return_tensors="pt", return_dict=True)
gen_kwargs = {"max_new_tokens": args.max_new_tokens, "do_sample": False}
if args.kv_backend != "none":
    gen_kwargs["cache_implementation"] = "quantized"
    gen_kwargs["cache_config"] = {"backend": args.kv_backend, "nbits": args.kv_bits}
out = model.generate(**enc, **gen_kwargs)
print(tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True))
