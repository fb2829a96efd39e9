# classes: 2 7
"""Each process runs its own GenerationConfig from a table keyed by process index (a greedy and a
sampled one); results go through gather_object to the main process."""
from accelerate import PartialState
from accelerate.utils import gather_object
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

RANK_CONFIGS = {
    0: {"do_sample": False, "max_new_tokens": 6},
    1: {"do_sample": True, "temperature": 0.9, "top_k": 20, "max_new_tokens": 6},
}

state = PartialState()
gen_config = GenerationConfig(**RANK_CONFIGS[state.process_index % len(RANK_CONFIGS)])
tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m").to(state.device)

enc = tok("In a distant galaxy", return_tensors="pt").to(state.device)
out = model.generate(**enc, generation_config=gen_config, pad_token_id=tok.eos_token_id)
texts = gather_object([tok.decode(out[0], skip_special_tokens=True)])
if state.is_main_process:
    print(texts)
