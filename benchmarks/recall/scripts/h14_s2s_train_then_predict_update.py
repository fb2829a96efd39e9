# classes: 2 7
# Fine-tune one step, then evaluate with a sweep of generation settings applied to the model's
# generation config via update().
import tempfile

from transformers import (
    AutoTokenizer,
    DataCollatorForSeq2Seq,
    Seq2SeqTrainer,
    Seq2SeqTrainingArguments,
    T5Config,
    T5ForConditionalGeneration,
)

SWEEP = {
    "greedy": dict(max_new_tokens=4),
    "lookup": dict(max_new_tokens=4, prompt_lookup_num_tokens=2),
    "lookup_static": dict(max_new_tokens=4, prompt_lookup_num_tokens=2, cache_implementation="static"),
}

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
tok.pad_token = tok.eos_token  # GPT-2 has no pad token
model = T5ForConditionalGeneration(T5Config(
    vocab_size=len(tok), d_model=16, d_ff=32, d_kv=8, num_layers=1, num_heads=2,
    decoder_start_token_id=tok.pad_token_id, pad_token_id=tok.pad_token_id, eos_token_id=tok.eos_token_id,
))
data = [dict(tok(s), labels=tok(s)["input_ids"]) for s in ("the cat", "a dog was lazy", "hello world")]

with tempfile.TemporaryDirectory() as out:
    args = Seq2SeqTrainingArguments(
        output_dir=out, max_steps=1, per_device_train_batch_size=2, per_device_eval_batch_size=1,
        predict_with_generate=True, report_to=[], use_cpu=True, save_strategy="no",
    )
    trainer = Seq2SeqTrainer(model=model, args=args, train_dataset=data,
                             data_collator=DataCollatorForSeq2Seq(tok, model=model))
    trainer.train()
    for name, settings in SWEEP.items():
        model.generation_config.update(**settings)
        result = trainer.predict(data[:1])
        print(name, result.predictions.shape)
