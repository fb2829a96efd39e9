# classes: 6 3
# Generation defaults are kept in a folder next to the training config and given to
# Seq2SeqTrainingArguments(generation_config=<folder>) as a path.
import argparse
import os
import tempfile

from transformers import (
    AutoTokenizer,
    BartConfig,
    BartForConditionalGeneration,
    DataCollatorForSeq2Seq,
    GenerationConfig,
    Seq2SeqTrainer,
    Seq2SeqTrainingArguments,
)


def write_generation_defaults(folder, tok, static):
    gc = GenerationConfig(
        max_new_tokens=4,
        decoder_start_token_id=tok.eos_token_id,
        bos_token_id=tok.bos_token_id,
        eos_token_id=tok.eos_token_id,
        pad_token_id=tok.pad_token_id,
        prompt_lookup_num_tokens=2,
    )
    if static:
        gc.cache_implementation = "static"
    gc.save_pretrained(folder)
    return folder


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--no-static", dest="static_cache_off", action="store_true")
    parser.add_argument("--eval-bs", type=int, default=1)
    opts = parser.parse_args()

    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    tok.pad_token = tok.eos_token  # GPT-2 has no pad token
    model = BartForConditionalGeneration(BartConfig(
        vocab_size=len(tok), d_model=16, encoder_layers=1, decoder_layers=1, encoder_attention_heads=2,
        decoder_attention_heads=2, encoder_ffn_dim=32, decoder_ffn_dim=32, max_position_embeddings=64,
        pad_token_id=tok.pad_token_id, bos_token_id=tok.bos_token_id, eos_token_id=tok.eos_token_id,
        decoder_start_token_id=tok.eos_token_id,
    ))
    root = tempfile.mkdtemp()
    gen_dir = write_generation_defaults(os.path.join(root, "gen"), tok, not opts.static_cache_off)
    args = Seq2SeqTrainingArguments(
        output_dir=os.path.join(root, "out"),
        per_device_eval_batch_size=opts.eval_bs,
        predict_with_generate=True,
        generation_config=gen_dir,
        report_to=[],
        use_cpu=True,
    )
    rows = [dict(tok(t), labels=tok(t)["input_ids"]) for t in ["a dog was red", "the king loved a garden"]]
    trainer = Seq2SeqTrainer(model=model, args=args, data_collator=DataCollatorForSeq2Seq(tok, model=model))
    print(trainer.predict(rows).metrics)


if __name__ == "__main__":
    main()
