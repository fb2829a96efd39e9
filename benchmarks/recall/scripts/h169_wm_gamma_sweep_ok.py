# classes: 2 8
"""Detection rate against the green-list share: one watermarked sample per gamma."""

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, WatermarkDetector, WatermarkingConfig

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
prompt = tok(["Write a short product review:"], return_tensors="pt")

GAMMAS = [0.1, 0.25, 0.5, 0.75]
rates = {}
for gamma in GAMMAS:
    wm = WatermarkingConfig(greenlist_ratio=gamma, bias=3.0)
    cfg = GenerationConfig(max_new_tokens=8, do_sample=True, watermarking_config=wm, pad_token_id=tok.eos_token_id)
    ids = model.generate(**prompt, generation_config=cfg)
    detector = WatermarkDetector(model_config=model.config, device="cpu", watermarking_config=wm)
    rates[gamma] = float(detector(ids, return_dict=True).z_score[0])
print(rates)
