# classes: 8 2
"""Near miss: several decoding configs compared; the stopping criteria are given to generate next
to each config, not stored in it."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, MaxLengthCriteria, StoppingCriteriaList

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
CONFIGS = {
    "greedy": GenerationConfig(max_new_tokens=5, do_sample=False),
    "sampled": GenerationConfig(max_new_tokens=5, do_sample=True, top_k=5),
}
stops = StoppingCriteriaList([MaxLengthCriteria(max_length=16)])
prompt = tok("Compare the modes:", return_tensors="pt")
for name, cfg in CONFIGS.items():
    out = model.generate(**prompt, generation_config=cfg, stopping_criteria=stops, pad_token_id=tok.eos_token_id)
    print(name, tok.decode(out[0]))
