# classes: 2 6
"""A table of target -> draft checkpoints; when the vocabularies differ, use prompt lookup instead."""
from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer

DRAFTS = {
    "meta-llama/Llama-3.1-8B-Instruct": "meta-llama/Llama-3.2-1B-Instruct",
    "HuggingFaceTB/SmolLM2-1.7B-Instruct": "HuggingFaceTB/SmolLM2-135M-Instruct",
    "Qwen/Qwen2.5-7B-Instruct": "Qwen/Qwen2.5-0.5B-Instruct",
}

for target_id, draft_id in DRAFTS.items():
    tok = AutoTokenizer.from_pretrained(target_id)
    model = AutoModelForCausalLM.from_pretrained(target_id)
    if AutoConfig.from_pretrained(draft_id).vocab_size == model.config.vocab_size:
        spec = {"assistant_model": AutoModelForCausalLM.from_pretrained(draft_id)}
    else:
        spec = {"prompt_lookup_num_tokens": 4}
    enc = tok("the king loved the garden and the garden", return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=8, **spec)
    print(target_id, sorted(spec), out.shape)
