# classes: 2
"""pass@k sampler: k samples per prompt, settings derived from the model's own config."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

CKPT = "Qwen/Qwen2.5-Coder-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(CKPT)
model = AutoModelForCausalLM.from_pretrained(CKPT)


def make_config(k, temperature=0.8):
    gc = GenerationConfig.from_model_config(model.config)
    gc.do_sample = True
    gc.temperature = temperature
    gc.top_p = 0.95
    gc.num_return_sequences = k
    gc.max_new_tokens = 6
    gc.pad_token_id = tok.eos_token_id
    return gc


for k in (1, 4):
    cfg = make_config(k)
    enc = tok("def fib(n):", return_tensors="pt")
    out = model.generate(**enc, generation_config=cfg)
    print(k, out.shape)
